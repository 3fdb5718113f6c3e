// Filled in below.
export const calls = {};
