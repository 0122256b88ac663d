/** Someone signed in in a test: the fake sign-in's profile, and the user type the access context gets. */
export interface TestPersona {
  email: string;
  name: string;
  type: 'INTERNAL' | 'EXTERNAL';
  /** The provider's `sid` claim (shown in the account popup); without it the app makes one per tab. */
  sessionId?: string;
}

/** The internal admin: the default persona, and a user of every test backend seed (testDb, switcherDb). */
export const ADMIN: TestPersona = { email: 'ada.admin@cardlinked.example', name: 'Ada Admin', type: 'INTERNAL' };

/** External campaign viewers of the switcher seed (switcherDb), named after how many accounts they have. */
export const USER_WITH_ONE_ACCOUNT: TestPersona = {
  email: 'uma.one@client.example',
  name: 'Uma One',
  type: 'EXTERNAL',
};
export const USER_WITH_FIVE_ACCOUNTS: TestPersona = {
  email: 'fay.five@client.example',
  name: 'Fay Five',
  type: 'EXTERNAL',
};
export const USER_WITH_SIX_ACCOUNTS: TestPersona = {
  email: 'sam.six@client.example',
  name: 'Sam Six',
  type: 'EXTERNAL',
};
