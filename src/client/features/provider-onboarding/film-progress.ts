/** Seeking is allowed up to this far past the furthest point reached (the controls' own rounding). */
export const SEEK_SLACK_SECONDS = 0.5;

/**
 * How far into the training film a person has watched at normal speed. A position counts when the
 * film could have played there since the last position counted, by the time that has passed while
 * it played, give or take the controls' rounding. A phone whose page is busy reports the position
 * seldom, seconds apart, and that still counts; a jump ahead by seeking, playing or paused, does not.
 */
export class FilmProgress {
  private reached = 0;
  /** When the last position counted while the film played (ms, the page's clock); null since it stopped. */
  private since: number | null = null;

  get furthest(): number {
    return this.reached;
  }

  /** Paused or seeking: no time counts until a position is counted while it plays again. */
  stopped(): void {
    this.since = null;
  }

  /** The position the film reports at `now`, and whether it is playing; whether the position counted. */
  at(position: number, now: number, playing: boolean): boolean {
    const played = this.since === null ? 0 : Math.max(0, now - this.since) / 1000;
    const counts = position <= this.reached + played + SEEK_SLACK_SECONDS;
    if (counts) this.reached = Math.max(this.reached, position);
    this.since = !playing ? null : counts ? now : this.since;
    return counts;
  }

  /** Watched to its end: the furthest point counted is within the last moments of the film. */
  watchedAll(duration: number): boolean {
    return duration > 0 && this.reached >= duration - 1.5;
  }
}
