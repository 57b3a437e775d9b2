// The help page (issue 32 item 14, decision 070): the contact card under the operator's FAQ.
export default {
  help: {
    contact: { title: 'Contact us', phone: 'Phone', email: 'Email', hours: 'Service hours' },
  },
} as const;
