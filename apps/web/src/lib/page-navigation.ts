// Full-page moves, in one place: a logout or a changed set of rights must drop every piece of state the
// app holds, which a reload does best. Kept apart so tests can watch them (jsdom's location is fixed).

let leaving = false;

export function goToPage(url: string): void {
  leaving = true;
  window.location.assign(url);
}

export function reloadPage(): void {
  leaving = true;
  window.location.reload();
}

/** True once a full-page move has started: what fails meanwhile is the old page's, not worth a dialog. */
export function isLeavingPage(): boolean {
  return leaving;
}
