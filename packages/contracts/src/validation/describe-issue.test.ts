import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRegisterRequest } from '../auth/auth-schemas.ts';
import { describeIssue } from './describe-issue.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
};

describe('describeIssue', () => {
  it('names a rule id given by a schema, with the field label in each language', () => {
    const issue = firstIssue(ZRegisterRequest, {
      LoginId: '1abc',
      Password: 'Bright2026sun',
      ConfirmPassword: 'Bright2026sun',
      Email: 'a@b.cn',
    });
    expect(describeIssue(issue, 'en')).toEqual({
      field: 'LoginId',
      rule: 'loginId.format',
      message: 'Login ID: must start with a letter and contain only letters and digits',
    });
    expect(describeIssue(issue, 'zh-CN').message).toBe(
      '登录账号：必须以字母开头，且只能包含字母和数字',
    );
  });

  it('maps zod built-in failures to generic rules with their bounds', () => {
    const schema = z.object({ Count: z.number().int().max(5), Name: z.string().min(3) });
    expect(describeIssue(firstIssue(schema, { Name: 'abcd' }), 'en')).toMatchObject({
      field: 'Count',
      rule: 'required',
    });
    expect(describeIssue(firstIssue(schema, { Count: 'x', Name: 'abcd' }), 'en')).toMatchObject({
      rule: 'type',
    });
    expect(describeIssue(firstIssue(schema, { Count: 9, Name: 'abcd' }), 'en').message).toBe(
      'Count: is too big (at most 5)',
    );
    expect(describeIssue(firstIssue(schema, { Count: 1, Name: 'ab' }), 'en').message).toBe(
      'Name: is too short (at least 3)',
    );
    expect(describeIssue(firstIssue(z.strictObject({}), { Extra: 1 }), 'en')).toMatchObject({
      field: 'Extra',
      rule: 'unknownField',
    });
  });
});
