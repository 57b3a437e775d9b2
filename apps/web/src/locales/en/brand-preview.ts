// The console's preview pages (issue 17, decision 037). One chunk per language, loaded with those pages.
export default {
  brandPreview: {
    draft: 'Preview of the unpublished draft',
    expired: 'This preview has expired: open it again from the console',
    themeColor: 'Theme colour',
    background: 'Background',
    card: 'Cards',
    text: 'Text',
    subText: 'Secondary text',
    divider: 'Dividers',
    colours: 'Colours',
    sampleTitle: 'A collectible',
    sampleSub: 'How a drop looks with these colours',
    buy: 'Buy now',
    more: 'See more',
  },
};
