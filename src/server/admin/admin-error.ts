/** A command's input or situation is wrong: its message is one line for the operator, and nothing was changed. */
export class AdminError extends Error {}
