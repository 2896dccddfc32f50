import { z } from 'zod';

/** Mainland mobile numbers: 11 digits starting with 1. */
export const ZPhone = z.string().regex(/^1\d{10}$/, '请输入正确的手机号');

export const ZSendCodeRequest = z.object({ phone: ZPhone }).strict();
export const ZSendCodeResponse = z.object({}).strict();

export const ZLoginResult = z.object({ satoken: z.string(), is_history: z.boolean() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZCodeLoginRequest = z
  .object({ phone: ZPhone, code: z.string().regex(/^\d{6}$/, '请输入6位验证码') })
  .strict();
export const ZPasswordLoginRequest = z
  .object({ account: z.string().min(1).max(64), password: z.string().min(1).max(128) })
  .strict();
export const ZWhiteLoginRequest = z.object({ user_id: z.string().min(1).max(128) }).strict();
/** spec §7 auth "white (phone)": white-list login by phone, for partners that open LawDesk with ?phone=. */
export const ZWhitePhoneLoginRequest = z.object({ phone: ZPhone }).strict();
export const ZTokenLoginRequest = z.object({ token: z.string().min(1).max(512) }).strict();

export const ZFileKeyResponse = z.object({ key_id: z.string(), enc_key: z.string(), mac_key: z.string() });
export type TFileKey = z.infer<typeof ZFileKeyResponse>;

export const ZVersionResponse = z.object({ version: z.string() });
