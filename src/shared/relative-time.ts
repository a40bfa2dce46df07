/** How long ago something happened, in es-MX words ('hace 2 horas'), for the offline data-age line. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `hace 1 ${one}` : `hace ${count} ${many}`;
}

/** A future instant (clock skew between devices) reads as 'hace unos segundos'. */
export function relativeTimeFromNow(
  then: number | Date | string,
  now: number | Date = Date.now(),
): string {
  const thenMs =
    then instanceof Date ? then.getTime() : typeof then === 'string' ? Date.parse(then) : then;
  const nowMs = now instanceof Date ? now.getTime() : now;
  const elapsed = Number.isFinite(thenMs) ? Math.max(0, nowMs - thenMs) : 0;
  if (elapsed < MINUTE) return 'hace unos segundos';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hora', 'horas');
  return plural(Math.floor(elapsed / DAY), 'día', 'días');
}

/** 'Datos guardados hace 2 horas': the line under 'Sin conexión'. */
export function storedDataAgeText(
  storedAt: number | Date | string,
  now: number | Date = Date.now(),
): string {
  return `Datos guardados ${relativeTimeFromNow(storedAt, now)}`;
}
