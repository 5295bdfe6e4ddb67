import {describe, expect, it} from 'vitest';
import {keepOneLanguage} from './oneLanguageLoader.mjs';

const LANGUAGES = ['en', 'es'];

describe('keepOneLanguage', () => {
  it("keeps the build's language of every table and drops the others' values", () => {
    const source = [
      'export const HOME: Localized<{title: string}> = {',
      "  en: {title: 'Hello'},",
      "  es: {title: 'Hola'},",
      '};',
      "const LABEL: Localized<(n: number) => string> = {en: (n) => `${n} off`, 'es': (n) => `${n} de descuento`};",
    ].join('\n');
    const english = keepOneLanguage(source, 'en', LANGUAGES);
    expect(english).toContain("en: {title: 'Hello'}");
    expect(english).toContain('es: undefined as never');
    expect(english).not.toContain('Hola');
    expect(english).not.toContain('descuento');
    const spanish = keepOneLanguage(source, 'es', LANGUAGES);
    expect(spanish).toContain("es: {title: 'Hola'}");
    expect(spanish).not.toContain('Hello');
    expect(spanish).toContain('`${n} de descuento`');
  });

  it('drops a table nested in a dropped value once, and reaches tables nested in kept ones', () => {
    const source =
      "const X = {en: {a: 1, inner: {en: 'in', es: 'dentro'}}, es: {a: 2, inner: {en: 'in2', es: 'dentro2'}}};";
    const english = keepOneLanguage(source, 'en', LANGUAGES);
    expect(english).toBe("const X = {en: {a: 1, inner: {en: 'in', es: undefined as never}}, es: undefined as never};");
  });

  it('leaves objects that are not exactly a language table alone', () => {
    const source = "const A = {en: 'x', es: 'y', fr: 'z'}; const B = {en: 'only'}; const C = {...rest, en: 1, es: 2};";
    expect(keepOneLanguage(source, 'en', LANGUAGES)).toBe(source);
  });

  it('keeps an entry the module reads by name as it loads, and drops the constants only the other language used', () => {
    const source = [
      "const pagesEs = {title: helper('es')};",
      "const COPY = {en: {a: 'A'}, es: {a: 'Á'}};",
      'export const A = COPY.en.a;',
      'export const PAGES = {en: {title: 1}, es: pagesEs};',
    ].join('\n');
    const english = keepOneLanguage(source, 'en', LANGUAGES);
    expect(english).not.toContain("'Á'");
    expect(english).toContain('const pagesEs = undefined as never;');
    expect(english).not.toContain("helper('es')");
    const spanish = keepOneLanguage(source, 'es', LANGUAGES);
    expect(spanish).toContain("en: {a: 'A'}");
    expect(spanish).toContain("helper('es')");
  });

  it('writes out a shorthand table and drops the constant behind the other language', () => {
    const source = "const en = {title: 'Hello'};\nconst es = {title: make('Hola')};\nexport const HOME = {en, es};";
    expect(keepOneLanguage(source, 'en', LANGUAGES)).toBe(
      "const en = {title: 'Hello'};\nconst es = undefined as never;\nexport const HOME = {en, es: undefined as never};",
    );
  });
});
