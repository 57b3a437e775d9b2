import { z } from 'zod';
import { ErrorCode } from '../../errors';
import {
  agreementSchema,
  areaCodeSchema,
  idCardSchema,
  nicknameSchema,
  optionalInviteCodeSchema,
  passwordSchema,
  payPasswordSchema,
  textInputSchema,
  textSchema,
  verificationCodeSchema,
} from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { ChainAccount, UserInfo } from '../user/schemas';

const tags = ['identity'] as const;

/** What a verification code is for: a code sent for one purpose never works for another. */
export const SMS_PURPOSES = ['register', 'login', 'resetPassword', 'resetPayPassword', 'bankCard', 'deleteAccount'] as const;
export const smsPurposeSchema = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

// The phone's format depends on its area code: the server answers PHONE_INVALID (isValidPhone) when it
// does not fit; here only presence and a sane length, with the catalogue's codes.
const phoneSchema = z
  .string({ error: () => String(ErrorCode.FIELD_REQUIRED) })
  .trim()
  .min(1, { error: () => String(ErrorCode.FIELD_REQUIRED) })
  .max(20, { error: () => String(ErrorCode.PHONE_INVALID) });
const phoneFields = { areaCode: areaCodeSchema, phone: phoneSchema };

/** The DID partner's token, as its redirect hands it over: one line of text, not trimmed. */
const didTokenSchema = textSchema({ max: 2000, trim: false });

/** A new session: the app stores the token, then loads user info and profile. */
const Session = z.object({ token: z.string() });

export const sendSmsCode = defineCall(endpoints.sendSmsCode, {
  summary:
    'Send a 6-digit verification code (valid 5 minutes, single use, bound to phone and purpose). Resend after 60 s; at most 10 a day per phone and 20 an hour per client address. register needs an unregistered phone, login and resetPassword a registered one. resetPayPassword and bankCard need a session and always go to the signed-in user’s own phone (areaCode and phone may be left out and are ignored).',
  tags,
  body: z.object({ areaCode: areaCodeSchema.optional(), phone: phoneSchema.optional(), purpose: smsPurposeSchema }),
  data: z.object({
    resendAfterSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
    /** Where the code went, masked (first 3 and last 4 digits). */
    sentTo: z.string(),
  }),
});

export const register = defineCall(endpoints.register, {
  summary: 'Register with phone, code and password; the invitation code (7 characters) is optional',
  tags,
  body: z.object({
    ...phoneFields,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    inviteCode: optionalInviteCodeSchema,
    agree: agreementSchema,
  }),
  data: Session,
});

export const loginByCode = defineCall(endpoints.loginByCode, {
  summary: 'Log in with a verification code (purpose login); works even while password login is locked',
  tags,
  body: z.object({ ...phoneFields, code: verificationCodeSchema }),
  data: Session,
});

export const loginByPassword = defineCall(endpoints.loginByPassword, {
  summary: 'Log in with the password; 10 failures in 15 minutes lock password login for 30 minutes',
  tags,
  body: z.object({ ...phoneFields, password: z.string().min(1).max(64) }),
  data: Session,
});

export const resetPassword = defineCall(endpoints.resetPassword, {
  summary: 'Set a new password with a verification code (purpose resetPassword); signs out every session',
  tags,
  body: z.object({ ...phoneFields, code: verificationCodeSchema, password: passwordSchema, confirmPassword: z.string() }),
  data: z.boolean(),
});

export const updatePassword = defineCall(endpoints.updatePassword, {
  summary: 'Change the password: the old one, then the new one twice',
  tags,
  body: z.object({ oldPassword: z.string().max(64), password: passwordSchema, confirmPassword: z.string() }),
  data: z.boolean(),
});

export const setPayPassword = defineCall(endpoints.setPayPassword, {
  summary: 'Set the pay (second) password: exactly 6 digits, entered twice; only when none is set',
  tags,
  body: z.object({ payPassword: payPasswordSchema, confirmPayPassword: z.string() }),
  data: z.boolean(),
});

export const updatePayPassword = defineCall(endpoints.updatePayPassword, {
  summary: 'Change the pay password: needs the old one (5 wrong entries in a row lock paying for 30 minutes)',
  tags,
  body: z.object({ oldPayPassword: z.string().max(6), payPassword: payPasswordSchema, confirmPayPassword: z.string() }),
  data: z.boolean(),
});

export const resetPayPassword = defineCall(endpoints.resetPayPassword, {
  summary: 'Forgotten pay password: a code sent to the user’s own phone (purpose resetPayPassword), then the new one twice',
  tags,
  body: z.object({ code: verificationCodeSchema, payPassword: payPasswordSchema, confirmPayPassword: z.string() }),
  data: z.boolean(),
});

export const RealNameStatus = z.object({
  /** Real-name verified. */
  single: z.boolean(),
  /** Masked: first and last character kept. Empty until verified. */
  name: z.string(),
  /** Masked: first 6 and last 4 kept. Empty until verified. */
  idCard: z.string(),
  /** Attempts left today (5 a day, in the tenant's time zone). */
  attemptsLeft: z.number().int(),
});

export const submitRealName = defineCall(endpoints.submitRealName, {
  summary:
    'Verify the real name: a name and an 18-digit mainland ID (GB 11643 check digit); minors refused; 5 attempts a day; the service agreement must be ticked',
  tags,
  body: z.object({ name: textSchema({ min: 2, max: 30 }), idCard: idCardSchema, agree: agreementSchema }),
  data: RealNameStatus,
});

export const checkApproveStatus = defineCall(endpoints.checkApproveStatus, {
  summary: "The user's real-name status (masked) and attempts left today",
  tags,
  data: RealNameStatus,
});

export const approveAuth = defineCall(endpoints.approveAuth, {
  summary:
    'Real name by DID authorization: applies the identity the DID partner verified (same rules as submitRealName). Without didToken, the DID identity already bound to the user (queryReceiptBind) is used.',
  tags,
  query: z.object({ didToken: didTokenSchema.optional() }),
  data: RealNameStatus,
});

export const openChainAccount = defineCall(endpoints.openChainAccount, {
  summary:
    'Open the chain account(s): one custodial address per chain channel of the tenant; needs real name; opening again answers the same addresses',
  tags,
  data: z.object({ openChain: z.boolean(), chainVOList: z.array(ChainAccount) }),
});

export const updateNickname = defineCall(endpoints.updateNickname, {
  summary: 'Change the nickname',
  tags,
  body: z.object({ nickname: nicknameSchema }),
  data: UserInfo,
});

export const updateIntro = defineCall(endpoints.updateIntro, {
  summary: 'Change the introduction (at most 140 characters)',
  tags,
  body: z.object({ intro: textInputSchema }),
  data: UserInfo,
});

export const updateAvatar = defineCall(endpoints.updateAvatar, {
  summary: 'Use an uploaded image (uploadFile) as the avatar',
  tags,
  body: z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: () => String(ErrorCode.NOT_FOUND) }) }),
  data: UserInfo,
});

export const getTenantContent = defineCall(endpoints.getTenantContent, {
  summary:
    "One of the tenant's documents (user agreement, privacy policy, real-name service agreement, the help page's FAQ) as sanitized HTML; the help page's also its contact",
  tags,
  query: z.object({ kind: z.enum(['agreement', 'policy', 'realNameAgreement', 'digitalIdentity', 'help']) }),
  data: z.object({
    kind: z.string(),
    title: z.string(),
    html: z.string(),
    updatedAt: z.number().int(),
    /** The help page's contact in the request's language (decision 070); null for the other kinds or when none is set. */
    contact: z.object({ phone: z.string(), email: z.string(), hours: z.string() }).nullable(),
  }),
});

export const queryChannelPlatform = defineCall(endpoints.queryChannelPlatform, {
  summary: 'The DID partner channels a user can sign in with (cooperation channel, name, where to authorize)',
  tags,
  data: z.array(z.object({ channel: z.string(), name: z.string(), authUrl: z.string() })),
});

export const exchangeDidToken = defineCall(endpoints.exchangeDidToken, {
  summary: 'Exchange a DID partner token for a session: binds the DID identity to the account of its phone (created if new)',
  tags,
  query: z.object({ didToken: didTokenSchema }),
  data: Session,
});

export const queryReceiptBind = defineCall(endpoints.queryReceiptBind, {
  summary: 'Whether the signed-in user is bound to a DID identity, and to which channel',
  tags,
  data: z.object({ bound: z.boolean(), channel: z.string().nullable(), boundAt: z.number().int().nullable() }),
});

export const devSmsOutbox = defineCall(endpoints.devSmsOutbox, {
  summary: 'Development only (absent in production): the latest codes the SMS sandbox sent to a phone on this tenant',
  tags: ['dev'],
  query: z.object({ phone: z.string().regex(/^\d{1,20}$/), areaCode: areaCodeSchema.optional() }),
  data: z.array(
    // The purpose as the sender named it: sendSmsCode's purposes, and the sandbox wallet provider's own
    // (walletBankCard, walletPassword), which no client may ask for.
    z.object({ areaCode: z.string(), phone: z.string(), purpose: z.string(), code: z.string(), sentAt: z.number().int() }),
  ),
});
