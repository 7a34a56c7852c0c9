const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * When a photo was taken, from its EXIF `DateTimeOriginal` (or `CreateDate`), read before the upload
 * is re-encoded and its metadata dropped. EXIF keeps the camera's local time; without an offset tag it
 * is taken as South African time. Null when the photo says nothing or nonsense.
 */
export async function photoTakenAt(content: Uint8Array): Promise<Date | null> {
  let tags: Record<string, unknown> | undefined;
  // Loaded with the first photo, not at start.
  const { default: exifr } = await import('exifr');
  try {
    tags = await exifr.parse(Buffer.from(content), {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTime'],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const raw = [tags?.DateTimeOriginal, tags?.CreateDate].find((v): v is string => typeof v === 'string');
  const match = raw ? EXIF_DATE_TIME.exec(raw.trim()) : null;
  if (!match) return null;
  const offsetTag = [tags?.OffsetTimeOriginal, tags?.OffsetTime].find(
    (v): v is string => typeof v === 'string' && OFFSET.test(v.trim()),
  );
  const [, y, mo, d, h, mi, s] = match;
  const taken = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offsetTag?.trim() ?? '+02:00'}`);
  if (Number.isNaN(taken.getTime()) || taken.getUTCFullYear() < 2000) return null;
  return taken;
}
