/**
 * The server holds every language's catalogue from the start (server-side rendering and
 * server-made messages in any language). A language added to languages.json adds its
 * messages/<code>/catalogue.ts here.
 */
import "./messages/hi/catalogue";

export { catalogueOf } from "./catalogues";
