const MAX_EDGE = 1600;
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Reads a chosen photo as a data URL, re-encoding it as JPEG no larger than 1600 px on its long
 * edge when it is big, so uploads stay small on slow connections and under the 5 MB limit.
 */
export async function photoToDataUrl(file: File): Promise<string> {
  if (!/^image\/(jpeg|png)$/.test(file.type)) throw new Error('Choose a JPG or PNG photo');
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= MAX_BYTES / 2) return await readAsDataUrl(file);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return await readAsDataUrl(file);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(file);
  });
}
