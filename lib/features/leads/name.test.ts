import { describe, expect, it } from 'vitest';
import { splitFullName } from './name';

describe('splitFullName', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('María José García López')).toEqual({ firstName: 'María', lastName: 'José García López' });
  });

  it('gives both parts the whole name when there is no space', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });

  it('trims and collapses whitespace first', () => {
    expect(splitFullName('  Ada \t  King   Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('\n Cher \n')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });

  it('leaves an empty name empty', () => {
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});
