// What the page knows, shared by its modules: an object, since a module cannot reassign
// another module's bindings. draft.js imports this module too: blank() is a function declaration,
// so it can be called here before draft.js has run.
import { blank } from "./draft.js";
import { load } from "./kept.js";

export const state = {
  sheet: null,                                        // the sheet as the server last sent it
  draft: Object.assign(blank(), load("draft")),       // the donne being typed
  outbox: load("outbox"),                             // the write not yet recorded by the server
  verdict: null,                                      // the server's verdict on the draft
  pending: false,                                     // a verdict asked and not yet come
  gone: false,                                        // the link opens nothing any more
  annonce: { kind: null, high: null, suit: null },    // the annonce being picked, card by card
};
