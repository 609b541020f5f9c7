/**
 * @peculiar/x509 needs a Reflect metadata polyfill (its tsyringe checks for one at load; it reads
 * and writes only `getMetadata`, `getOwnMetadata`, `defineMetadata`). The project has no
 * polyfill package yet (reflect-metadata was asked for): until it has, this stand-in provides
 * those three, and only when no polyfill is loaded. Replace it with `import 'reflect-metadata'`.
 */
type MetadataReflect = typeof Reflect & {
  getMetadata?: (key: unknown, target: object) => unknown;
  getOwnMetadata?: (key: unknown, target: object) => unknown;
  defineMetadata?: (key: unknown, value: unknown, target: object) => void;
};

const reflect = Reflect as MetadataReflect;
if (!reflect.getMetadata) {
  const store = new WeakMap<object, Map<unknown, unknown>>();
  reflect.getOwnMetadata = (key, target) => store.get(target)?.get(key);
  reflect.defineMetadata = (key, value, target) => {
    if (!store.has(target)) store.set(target, new Map());
    store.get(target)!.set(key, value);
  };
  // Own metadata first, then up the prototype chain, as reflect-metadata does.
  reflect.getMetadata = (key, target) => {
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
      const own = store.get(at);
      if (own?.has(key)) return own.get(key);
    }
    return undefined;
  };
}

export {};
