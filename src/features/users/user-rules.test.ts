import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { formFieldOf } from '@/components/forms/field-mapper';
import type { User } from '@generated/aura/model';
import {
  ALL_ROLES,
  assignableRoles,
  displayName,
  emailFromPath,
  toUserCreate,
  userCreateFieldOf,
  userCreateSchema,
  visibleUsers,
} from './user-rules';

const user = (email: string, status: User['status'], extra: Partial<User> = {}): User => ({
  accountId: 1001,
  email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: [],
  roles: ['Viewer'],
  status,
  type: 'EXTERNAL',
  ...extra,
});

describe('users rules', () => {
  it('ACCT-012 the users page hides DELETED users and keeps ACTIVE and INACTIVE ones', () => {
    const users = [user('a@x.example', 'ACTIVE'), user('d@x.example', 'DELETED'), user('i@x.example', 'INACTIVE')];
    expect(visibleUsers(users).map((entry) => entry.email)).toEqual(['a@x.example', 'i@x.example']);
  });

  it('a user is named by first and last name, or by e-mail when nameless', () => {
    expect(displayName(user('a@x.example', 'ACTIVE'))).toBe('Ada Lovelace');
    expect(displayName(user('a@x.example', 'ACTIVE', { firstName: '', lastName: ' ' }))).toBe('a@x.example');
  });

  it('ACCESS-009 only Campaign Viewer is offered when the one assigning is not internal', () => {
    expect(assignableRoles(false)).toEqual(['Campaign Viewer']);
    expect(assignableRoles(true)).toEqual(ALL_ROLES);
    expect(ALL_ROLES).toEqual([
      'Admin',
      'Campaign Account Manager',
      'Campaign Viewer',
      'Goal Management Viewer',
      'Integration consultant',
      'Internal Account Manager',
      'Internal Admin',
      'Internal Campaign Account Manager',
      'Internal Sales',
      'Redemptions Admin',
      'Reporter',
      'Viewer',
    ]);
    const external = userCreateSchema(assignableRoles(false));
    expect(external.safeParse({ email: 'a@x.example', firstName: 'A', lastName: 'B', roleName: 'Admin' }).success).toBe(
      false,
    );
  });

  it('ACCT-014 the create form trims and validates the e-mail and sends exactly email, firstName, lastName, roleName', () => {
    const schema = userCreateSchema(ALL_ROLES);
    const parsed = schema.parse({
      email: '  new@acme.example ',
      firstName: ' New ',
      lastName: 'Person',
      roleName: 'Reporter',
    });
    expect(toUserCreate(parsed)).toEqual({
      email: 'new@acme.example',
      firstName: 'New',
      lastName: 'Person',
      roleName: 'Reporter',
    });
    const bad = schema.safeParse({ email: 'nope', firstName: '', lastName: 'P', roleName: '' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      email: 'Enter a valid e-mail address',
      firstName: 'This field is required',
      roleName: 'This field is required',
    });
  });

  it('ACCT-014 the e-mail is required, and each name is at most 100 characters', () => {
    const schema = userCreateSchema(ALL_ROLES);
    const issues = (values: Record<string, string>): Record<string, string> =>
      Object.fromEntries(
        schema.safeParse(values).error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? [],
      );
    expect(issues({ email: '  ', firstName: 'Ada', lastName: 'L', roleName: 'Reporter' })).toEqual({
      email: 'This field is required',
    });
    const long = 'x'.repeat(101);
    expect(
      Object.keys(issues({ email: 'a@x.example', firstName: long, lastName: long, roleName: 'Reporter' })),
    ).toEqual(['firstName', 'lastName']);
    expect(issues({ email: 'a@x.example', firstName: 'x'.repeat(100), lastName: 'L', roleName: 'Reporter' })).toEqual(
      {},
    );
  });

  it('a 400 field is mapped to a form field when it names one', () => {
    expect(userCreateFieldOf('email')).toBe('email');
    expect(userCreateFieldOf('body.roleName')).toBe('roleName');
    expect(userCreateFieldOf('sort')).toBeUndefined();
    expect(formFieldOf(new ApiError({ status: 400, message: 'bad' }), userCreateFieldOf)).toBeUndefined();
  });

  it('ACCT-013 the user detail path carries the e-mail', () => {
    expect(emailFromPath('ada@x.example')).toBe('ada@x.example');
    expect(emailFromPath('ada@x.example/')).toBe('ada@x.example');
    expect(emailFromPath(' ada@x.example ')).toBe('ada@x.example');
    expect(emailFromPath('ada@x.example//')).toBe('ada@x.example');
    expect(emailFromPath('a/b@x.example')).toBe('a/b@x.example');
    expect(emailFromPath(undefined)).toBe('');
  });
});
