/** /modifyPassword checks before anything is sent (the server checks length again and the current password). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type TPasswordForm = { current: string; next: string; confirm: string };
export type TPasswordErrors = Partial<Record<keyof TPasswordForm, string>>;

/** Chinese messages per field; an empty object means the form may be sent. */
export function checkPasswordForm(f: TPasswordForm): TPasswordErrors {
  const errors: TPasswordErrors = {};
  if (!f.next) errors.next = '请输入新密码';
  else if (f.next.length < PASSWORD_MIN) errors.next = `新密码至少${PASSWORD_MIN}位`;
  else if (f.next.length > PASSWORD_MAX) errors.next = `新密码不能超过${PASSWORD_MAX}位`;
  else if (/\s/.test(f.next)) errors.next = '新密码不能包含空格';
  else if (f.current && f.next === f.current) errors.next = '新密码不能与当前密码相同';
  if (!errors.next && f.confirm !== f.next) errors.confirm = '两次输入的新密码不一致';
  return errors;
}
