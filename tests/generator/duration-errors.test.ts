// widget duration (an amount stored in one time unit, shown in the unit another field names):
// broken page schemas fail with file, path, reason and fix; the working one reaches the page model.
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyProduct, generatorFailure } from './helpers';

const SESSIONS = 'schemas/pages/sessions.page.yaml';
const IDLE = 'duration: { unitField: idleTimeoutDisplayUnit, storedIn: MINUTES }';
const failure = (change: (text: string) => string) => generatorFailure(copyProduct(), SESSIONS, change);

describe('widget duration: broken page schemas fail with file, path and reason', () => {
  it('the key without the widget, the widget without the key, a property that is no number', async () => {
    expect(await failure((t) => t.replace(`widget: duration, ${IDLE}`, IDLE))).toMatch(/sessions\.page\.yaml: \/tabs\/0\/page\/fields\/3\/duration: duration is for widget duration/);
    expect(await failure((t) => t.replace(`widget: duration, ${IDLE}`, 'widget: duration'))).toMatch(/\/fields\/3\/widget: a duration needs the key duration.*Fix: Add `duration: \{ unitField/);
    expect(await failure((t) => t.replace(`name: idleTimeoutMins, label: Idle Timeout, width: half, widget: duration, ${IDLE}`, `name: idleTimeoutDisplayUnit, label: Idle Timeout, width: half, widget: duration, ${IDLE}`))).toMatch(
      /\/fields\/3\/widget: a duration needs a number property \("idleTimeoutDisplayUnit" is not\)/,
    );
  });

  it('a unit field that is no field of the page, or no enum of time units; a stored unit that is no time unit', async () => {
    expect(await failure((t) => t.replace(IDLE, 'duration: { unitField: idleTimeoutDisplayUnits, storedIn: MINUTES }'))).toMatch(
      /\/fields\/3\/duration\/unitField: "idleTimeoutDisplayUnits" is not a field of the page\. Fix: Did you mean "idleTimeoutDisplayUnit"\?/,
    );
    expect(await failure((t) => t.replace(IDLE, 'duration: { unitField: persistentSessions, storedIn: MINUTES }'))).toMatch(/\/fields\/3\/duration\/unitField: "persistentSessions" must be an enum of time units \(it has no enum\)/);
    // The page file's own schema knows the units.
    expect(await failure((t) => t.replace(IDLE, 'duration: { unitField: idleTimeoutDisplayUnit, storedIn: WEEKS }'))).toMatch(/\/fields\/3\/duration\/storedIn/);
  });

  it('a working duration reaches the page model with its unit field and stored unit', async () => {
    const { model } = await produce(copyProduct());
    const sessions = model.pages.find((page) => page.definition.id === 'sessions')!.definition;
    const global = sessions.tabs!.find((tab) => tab.id === 'global-policy')!.page;
    expect(global.fields.find((field) => field.name === 'maxTimeoutMins')).toMatchObject({ widget: 'duration', duration: { unitField: 'maxTimeoutDisplayUnit', storedIn: 'MINUTES' } });
  });
});
