// `server-only` throws outside a React Server bundle; Jest tests the server modules directly.
export {};
