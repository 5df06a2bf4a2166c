// @vitest-environment node
import { acceptedTypeNames, fileProblem } from './fileRules';

const pdfAndImages = ['application/pdf', 'image/*', '.heic'];
const fiveMB = 5_000_000;

test.each([
  [{ name: 'passport.pdf', type: 'application/pdf', size: 1_000 }, {}, null],
  [{ name: 'passport.pdf', type: 'application/pdf', size: 1_000 }, { accept: pdfAndImages }, null],
  [{ name: 'face.JPG', type: 'image/jpeg', size: 1_000 }, { accept: pdfAndImages }, null],
  [{ name: 'scan.HEIC', type: '', size: 1_000 }, { accept: pdfAndImages }, null],
  [{ name: 'notes.docx', type: 'application/msword', size: 1_000 }, { accept: pdfAndImages }, 'type'],
  [{ name: 'pdf.exe', type: 'application/x-msdownload', size: 1_000 }, { accept: ['application/pdf'] }, 'type'],
  [{ name: 'big.pdf', type: 'application/pdf', size: fiveMB }, { accept: pdfAndImages, maxSize: fiveMB }, null],
  [{ name: 'big.pdf', type: 'application/pdf', size: fiveMB + 1 }, { accept: pdfAndImages, maxSize: fiveMB }, 'size'],
  [
    { name: 'big.doc', type: 'application/msword', size: fiveMB + 1 },
    { accept: pdfAndImages, maxSize: fiveMB },
    'type',
  ],
])('fileProblem(%o, %o) is %s', (file, rules, problem) => {
  expect(fileProblem(file, rules)).toBe(problem);
});

test('names accepted types for people', () => {
  expect(acceptedTypeNames(['application/pdf', 'image/jpeg', 'image/png', '.heic'])).toBe('PDF, JPEG, PNG, HEIC');
  expect(acceptedTypeNames(['image/*', 'image/png', '.PNG'])).toBe('IMAGE, PNG');
});
