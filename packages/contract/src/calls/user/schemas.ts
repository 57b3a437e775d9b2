import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['user'] as const;

export const UserInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  intro: z.string(),
  areaCode: z.string(),
  /** Masked: first 3 and last 4 digits. */
  phone: z.string(),
  inviteCode: z.string(),
  /** A login password is set (DID sign-ups may have none yet). */
  hasPassword: z.boolean(),
  /** A pay (second) password is set. */
  hasPayPassword: z.boolean(),
  createdAt: z.number().int(),
});

export const getUserInfo = defineCall(endpoints.getUserInfo, {
  summary: 'The signed-in user (phone masked)',
  tags,
  data: UserInfo,
});

export const ChainAccount = z.object({
  chainChannelNo: z.string(),
  address: z.string(),
});

export const UserProfile = z.object({
  /** Real-name verified. */
  single: z.boolean(),
  /** Every chain the tenant uses has an account for this user. */
  openChain: z.boolean(),
  chainVOList: z.array(ChainAccount),
});

export const userProfile = defineCall(endpoints.userProfile, {
  summary: "The signed-in user's standing: real-name verified, chain accounts",
  tags,
  data: UserProfile,
});

export const logout = defineCall(endpoints.logout, {
  summary: 'Sign out: revokes the session of the token on the server',
  tags,
  data: z.boolean(),
});
