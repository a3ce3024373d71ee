'use strict';
// CommonJS on purpose: the Playwright suites load this file through their CommonJS compiler and the demo backend's ES
// modules import it in the same process; an ES module file loaded both ways gives the ES side no named exports,
// while a CommonJS file is one module for both (Node reads its names from the `module.exports` line below).
//
// The backend's six calls, as plain data that the site (through lib/api/limits.ts), the demo
// backend, the Playwright suites and the benchmark all import. The JSDoc `const` keeps every name a literal type.

/** The app's name for each list, and the call that fetches it: `${API_BASE_URL}/getbanner` and so on. */
const CALLS = Object.freeze(
  /** @type {const} */ ({
    banners: 'getbanner',
    bulletins: 'getAllYearsWithEvents',
    notifications: 'getnotification',
    events: 'getevents',
    gallery: 'getgallery',
    exhibitors: 'getexhibitors',
  }),
);

/**
 * The fields of each list's records, in the order the backend sends them (`bulletinEvents`: the events inside a
 * bulletin year). A field not named here is one the site does not know; it travels in a record's `extra`.
 */
const RECORD_FIELDS = Object.freeze(
  /** @type {const} */ ({
    banners: ['id', 'title', 'subtitle', 'image', 'link', 'alt'],
    bulletins: ['year', 'title', 'image', 'events'],
    bulletinEvents: ['id', 'title', 'description', 'event_date', 'venue', 'image'],
    notifications: ['id', 'title', 'description', 'date', 'image', 'link'],
    events: ['id', 'title', 'description', 'venue', 'date', 'start_time', 'end_time', 'image'],
    gallery: ['id', 'title', 'description', 'image', 'date'],
    exhibitors: ['id', 'name', 'designation', 'company', 'image', 'products', 'stall'],
  }),
);

module.exports = { CALLS, RECORD_FIELDS };
