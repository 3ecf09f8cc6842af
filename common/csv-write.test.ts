import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-write.ts';

describe('the one CSV writer (D250, D292)', () => {
  it.each([
    ['plain', 'plain'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-3', "'-3"],
    ['@agent', "'@agent"],
    ['\tTab', "'\tTab"],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=x, "y"', `"'=x, ""y"""`],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, and null and undefined as empty cells', () => {
    expect([csvCell(2009), csvCell(null), csvCell(undefined), csvCell(-1)]).toEqual(['2009', '', '', "'-1"]);
  });

  it('ends every line, the header included, with CRLF', () => {
    expect(
      csvText(
        ['Name', 'Team'],
        [
          ['Cole', null],
          ['Mia', 'Duluth, MN'],
        ],
      ),
    ).toBe('Name,Team\r\nCole,\r\nMia,"Duluth, MN"\r\n');
  });
});
