import { describe, expect, it } from 'vitest';
import { registerFieldErrors, type TRegisterForm } from './register-form-rules.ts';

const valid: TRegisterForm = {
  LoginId: 'newbie1',
  Password: 'Bright2026sun',
  ConfirmPassword: 'Bright2026sun',
  Email: 'newbie1@example.com',
  NickName: '',
  QQ: '',
  WeChat: '',
  Phone: '',
  InviteCode: '',
};

describe('registerFieldErrors', () => {
  it('passes a valid form with empty optional fields', () => {
    expect(registerFieldErrors(valid, 'en')).toEqual({});
  });

  it('names each broken field with the shared rule text', () => {
    const errors = registerFieldErrors(
      { ...valid, LoginId: '1x', QQ: '12', ConfirmPassword: 'other' },
      'en',
    );
    expect(errors.LoginId).toBe('Login ID: must be 4 to 16 characters long');
    expect(errors.QQ).toBe('QQ: must be 5 to 20 digits');
    expect(errors.ConfirmPassword).toBe('Confirm password: does not match the password');
    expect(errors.Email).toBeUndefined();
  });

  it('speaks Chinese by default', () => {
    expect(registerFieldErrors({ ...valid, Email: '' }, 'zh-CN').Email).toBe(
      '邮箱：必须是有效的邮箱地址',
    );
  });
});
