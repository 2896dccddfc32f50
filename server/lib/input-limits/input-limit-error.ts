/** A file refused by a reading limit (issue 15 item 1): the caller maps `reason` to its response code. */
export class InputLimitError extends Error {
  constructor(
    readonly reason: 'too-large' | 'too-many-chars' | 'zip-bomb' | 'corrupt',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'InputLimitError';
  }
}
