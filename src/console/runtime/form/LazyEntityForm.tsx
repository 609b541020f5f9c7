import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { FormLoading } from '../ui/FormLoading';
import type { EntityForm as EntityFormComponent } from './EntityForm';

export type { FormData } from './EntityForm';

/*
 * The form libraries (RJSF, the precompiled validators, the widgets) are their own chunk, fetched
 * when a form first opens, so a list page loads without them.
 */
let loaded: typeof EntityFormComponent | undefined;

/** Fetches the form chunk (once); later forms render at once. */
export function preloadEntityForm(): Promise<typeof EntityFormComponent> {
  return import('./EntityForm').then((module) => (loaded = module.EntityForm));
}

const LoadingForm = lazy(() => preloadEntityForm().then((EntityForm) => ({ default: EntityForm })));

type Props = ComponentProps<typeof EntityFormComponent>;

/** EntityForm, loaded on first use. */
export function LazyEntityForm(props: Props) {
  // Chosen once per form: switching component types later would remount it and lose its edits.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<FormLoading />}>
      <LoadingForm {...props} />
    </Suspense>
  );
}
