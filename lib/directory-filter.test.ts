/** @jest-environment node */
import { memberDirectoryPageText as text } from '@/content/members';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fillCount, type CountText } from './directory-filter';

const countText = (locale: Locale): CountText => ({
  all: text.countAll[locale],
  none: text.countNone[locale],
  one: text.countOne[locale],
  some: text.countSome[locale],
});

describe("the directory's count line", () => {
  test.each([
    [0, 'None of the 66 member firms matches', '66 உறுப்பினர் நிறுவனங்களில் எதுவும் பொருந்தவில்லை'],
    [1, '1 of 66 member firms matches', '66 உறுப்பினர் நிறுவனங்களில் 1 பொருந்துகிறது'],
    [5, '5 of 66 member firms match', '66 உறுப்பினர் நிறுவனங்களில் 5 பொருந்துகின்றன'],
    [66, 'All 66 member firms', 'மொத்தம் 66 உறுப்பினர் நிறுவனங்கள்'],
  ])('%i of 66 shown: its verb agrees with the number, in both languages', (count, en, ta) => {
    expect(fillCount(count, 66, countText('en'))).toBe(en);
    expect(fillCount(count, 66, countText('ta'))).toBe(ta);
  });

  test('every sentence has its numbers filled in, in every language', () => {
    for (const locale of LOCALES)
      for (const count of [0, 1, 2, 65, 66]) expect(fillCount(count, 66, countText(locale))).not.toMatch(/[{}]/);
  });
});
