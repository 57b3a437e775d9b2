import { InviteRanking } from '../../../features/invite/components/invite-ranking';

/** /pages/account/invite/ranking (login): the leaderboard of verified invites and my rank. */
export default function InviteRankingPage() {
  return <InviteRanking />;
}
