// Full-page moves, in one place: a logout or a changed set of rights must drop every piece of state the
// app holds, which a reload does best. Kept apart so tests can watch them (jsdom's location is fixed).

export function goToPage(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
