/**
 * Adds the messages of the signed-in app's first screen (the landing report and what it links to).
 * Imported by the signed-in app's entry (src/app/AuthenticatedApp.tsx); the other areas' messages
 * come with their screens' code (`loadAreaMessages` in ./index.ts).
 */
import { addMessages } from './index';
import { enGBSignedIn } from './locales/en-GB';
import { enUSSignedIn } from './locales/en-US.signed-in';

addMessages('en-US', enUSSignedIn);
addMessages('en-GB', enGBSignedIn(enUSSignedIn));
