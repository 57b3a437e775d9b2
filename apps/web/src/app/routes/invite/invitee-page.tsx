import { InviteeList } from '../../../features/invite/components/invitee-list';

/** /pages/account/invite/detail (login; pull): the people I invited. */
export default function InviteePage() {
  return <InviteeList />;
}
