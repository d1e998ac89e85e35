/**
 * The Hindi catalogue of UI strings: one JSON file per part of the site, merged (a key in two files
 * must have one translation; `npm run i18n:report` checks). assistant-answers.json is the
 * assistant's own server-side text and is not part of it.
 */
import { holdCatalogue } from "~/i18n/catalogues";
import assistant from "./assistant.json";
import auth from "./auth.json";
import common from "./common.json";
import demos from "./demos.json";
import home from "./home.json";
import pages from "./pages.json";

export const HINDI = { ...common, ...home, ...demos, ...auth, ...assistant, ...pages };
holdCatalogue("hi", HINDI);
