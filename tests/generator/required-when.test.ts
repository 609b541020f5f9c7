/**
 * requiredWhen: a page field required only while another field has some values, declared on the
 * page or taken from the contract (an if/then with required in then, a discriminator member's
 * required). The basic fixture's widgets page has both (golden output); here each way to get it
 * wrong is refused with the file, the place, the reason and the fix.
 */
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyFixture, copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/widgets.page.yaml';
const CONTRACT = 'openapi/admin-api.yaml';
const NOTES = '  - { name: notes, label: Notes, widget: textarea, requiredWhen: { field: enabled, in: [true] } }\n';
const RADIUS = '  - { name: radius, label: Radius, shownWhen: { field: shape, in: [ROUND] } }\n';
const failure = (file: string, change: (text: string) => string) => generatorFailure(copyFixture('basic'), file, change);
const withNotes = (notes: string) => (text: string) => text.replace(NOTES, notes);
const withRadius = (radius: string) => (text: string) => text.replace(RADIUS, radius);

describe('requiredWhen: what the generator refuses', () => {
  it('requiredWhen naming a field the page does not have, or a value the field cannot have', async () => {
    expect(await failure(PAGE, withNotes('  - { name: notes, label: Notes, requiredWhen: { field: active, in: [true] } }\n'))).toBe(`${PAGE}: /fields/3/requiredWhen/field: "active" is not another field of this page. Fix: Name another field of the page (name, id, color, enabled, shape, radius).`);
    expect(await failure(PAGE, withNotes('  - { name: notes, label: Notes, requiredWhen: { field: shape, in: [OVAL] } }\n'))).toBe(`${PAGE}: /fields/3/requiredWhen/in/0: "OVAL" is not a value of "shape". Fix: Use its values: "ROUND", "SQUARE".`);
  });

  it('requiredWhen with required: true', async () => {
    expect(await failure(PAGE, withNotes('  - { name: notes, label: Notes, required: true, requiredWhen: { field: enabled, in: [true] } }\n'))).toBe(
      `${PAGE}: /fields/3/requiredWhen: requiredWhen goes without required: true (the field is required in every case already). Fix: Remove one of them.`,
    );
  });

  it('required: true on a field shown only sometimes: the fix is requiredWhen', async () => {
    expect(await failure(PAGE, withRadius('  - { name: radius, label: Radius, required: true, shownWhen: { field: shape, in: [ROUND] } }\n'))).toBe(
      `${PAGE}: /fields/6/required: a field shown only when "shape" is one of [ROUND] cannot be required always (the form could not be saved otherwise). Fix: Replace required: true with requiredWhen: { field: shape, in: [ROUND] }.`,
    );
  });

  it('a field required where it is not shown', async () => {
    expect(await failure(PAGE, withNotes('  - { name: notes, label: Notes, shownWhen: { field: enabled, in: [true] }, requiredWhen: { field: shape, in: [ROUND] } }\n'))).toBe(
      `${PAGE}: /fields/3/requiredWhen: a field is required only where it is shown: "shape" is one of [ROUND] must imply "enabled" is one of [true] (requiredWhen names the field of shownWhen and some of its values). Fix: Use requiredWhen: { field: enabled, in: [true] } (or some of its values), or show the field more widely.`,
    );
    expect(await failure(PAGE, withRadius('  - { name: radius, label: Radius, shownWhen: { field: shape, in: [ROUND] }, requiredWhen: { field: shape, in: [ROUND, SQUARE] } }\n'))).toBe(
      `${PAGE}: /fields/6/requiredWhen: a field is required only where it is shown: "shape" is one of [ROUND, SQUARE] must imply "shape" is one of [ROUND] (requiredWhen names the field of shownWhen and some of its values). Fix: Use requiredWhen: { field: shape, in: [ROUND] }.`,
    );
  });

  it('a requiredWhen that leaves out where the contract requires the field', async () => {
    expect(await failure(PAGE, withRadius('  - { name: radius, label: Radius, requiredWhen: { field: enabled, in: [true] } }\n'))).toBe(
      `${PAGE}: /fields/6/requiredWhen: schema "Widget" requires "radius" when "shape" is one of [ROUND], which this requiredWhen leaves out. Fix: Add [ROUND] to it on "shape", or leave requiredWhen out (the contract's condition applies).`,
    );
  });

  it('a property the contract requires always, on a field shown only sometimes: the form could never save', async () => {
    expect(await failure(CONTRACT, (t) => t.replace('      required: [name, color]\n      # A round', '      required: [name, color, radius]\n      # A round'))).toBe(
      `${PAGE}: /fields/6/shownWhen: "radius" is required by schema "Widget" in every case, but the field is shown only when "shape" is one of [ROUND]: no save could leave it out. Fix: Make the contract require it only then (the required of the discriminator member that has it, or an if/then with required in then), which gives the field requiredWhen; or drop it from the schema's required and declare requiredWhen: { field: shape, in: [ROUND] } on the field; or show the field always.`,
    );
  });

  it('an if the condition language cannot say', async () => {
    expect(await failure(CONTRACT, (t) => t.replace("          shape: { enum: [ROUND] }\n        required: [shape]\n", '          shape: { enum: [ROUND] }\n'))).toBe(
      `${CONTRACT}: /components/schemas/Widget/if: the if holds also when "shape" is left out (JSON Schema), where a page condition does not. Fix: Add \`required: [shape]\` to the if.`,
    );
    expect(await failure(CONTRACT, (t) => t.replace('      then:\n        required: [radius]\n', '      then:\n        required: [radius]\n      else:\n        required: [notes]\n'))).toBe(
      `${CONTRACT}: /components/schemas/Widget/if: this if/then is not a requirement by condition the generator can read (an if naming one property's values, a then with required, no else). Fix: Write it as \`if: { properties: { type: { enum: [A, B] } }, required: [type] }, then: { required: [x] }\` (no else), or drop it and give the page field requiredWhen.`,
    );
  });
});

describe('requiredWhen from an if/then of a nested object', () => {
  it('gives the dotted fields the condition on their sibling (a local identity profile’s email verification)', async () => {
    const { files } = await produce(copyProduct());
    const page = files.find((file) => file.path === 'pages/local-identity-profiles.gen.ts')!.content;
    const condition = "requiredWhen: {\n        field: 'emailVerificationConfig.emailVerificationEnabled',\n        in: [true],\n      },";
    for (const name of ['fieldForEmailToVerify', 'fieldStoringVerificationStatus']) {
      const at = page.indexOf(`name: 'emailVerificationConfig.${name}',`);
      expect(at, name).toBeGreaterThan(0);
      expect(page.slice(at, page.indexOf('\n    },', at)), name).toContain(condition);
    }
    // The server's resource checks it too (the contract's if/then as well, through ajv).
    const resources = files.find((file) => file.path === 'resources.gen.ts')!.content;
    expect(resources).toContain("field: 'emailVerificationConfig.fieldForEmailToVerify',\n        when: {\n          field: 'emailVerificationConfig.emailVerificationEnabled',");
  });
});
