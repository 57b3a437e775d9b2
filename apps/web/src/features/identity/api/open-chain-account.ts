import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';
import { reloadAccount } from '../use-account';

/** openChainAccount: opens the user's chain account (a real name first); answers the profile's chain fields. */
export const openChainAccount = () => request('openChainAccount');

export const useOpenChainAccountMutation = () =>
  useMutation({
    mutationFn: openChainAccount,
    // The answer is part of the profile: merged at once, then the whole profile loaded again.
    onSuccess: async (result) => {
      const current = useSession.getState().profile;
      if (current) useSession.setState({ profile: { ...current, ...result } });
      await reloadAccount();
    },
  });
