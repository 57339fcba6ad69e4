/**
 * Test helper: makes IndexedDB (fake-indexeddb's `IDBObjectStore`) refuse writes with a
 * `QuotaExceededError` DOMException after `allowed` more puts, as a browser does when the site's quota
 * is full. Returns the function that undoes it.
 */
export function failPutsAfter(allowed: number): () => void {
  const prototype = IDBObjectStore.prototype;
  const original = prototype.put;
  let left = allowed;
  prototype.put = function put(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    if (left <= 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    left -= 1;
    return original.apply(this, args);
  };
  return () => {
    prototype.put = original;
  };
}
