/**
 * The people of the component tests: the personas of the mock environment (src/mocks/personas.ts,
 * the seed's and the fixtures' users) as the fake sign-in signs them in, and the switcher seed's
 * external users (switcherDb), who are not personas.
 */
import { displayName, PERSONAS, type PersonaKey } from '@/mocks/personas';

/** Someone signed in in a test: the fake sign-in's profile, and the user type the access context gets. */
export interface TestPersona {
  email: string;
  name: string;
  type: 'INTERNAL' | 'EXTERNAL';
  /** The provider's `sid` claim (shown in the account popup); without it the app makes one per tab. */
  sessionId?: string;
}

/** A persona of src/mocks/personas.ts as the test sign-in takes it. */
export function testPersona(key: PersonaKey): TestPersona {
  const persona = PERSONAS[key];
  return { email: persona.email, name: displayName(persona), type: persona.type };
}

/** Every persona, by its key in src/mocks/personas.ts: `persona: TEST_PERSONAS.agencyManager`. */
export const TEST_PERSONAS = Object.fromEntries(
  Object.keys(PERSONAS).map((key) => [key, testPersona(key as PersonaKey)]),
) as Record<PersonaKey, TestPersona>;

/** The internal admin: the default persona, and a user of every test backend seed (testDb, switcherDb). */
export const ADMIN: TestPersona = TEST_PERSONAS.admin;

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
