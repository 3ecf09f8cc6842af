import { useState } from 'react';
import { CSV_IMPORT_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '#common/contracts/admin.ts';

/** Only .csv files are offered (the server checks the content anyway). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

export const NOT_CSV_MESSAGE = (name: string) =>
  `"${name}" is not a .csv file. Choose a file that ends in .csv.`;

/**
 * Why a chosen file is refused before it is read or sent, or null: not a .csv, or over the server's own
 * size limit (D251), so a 6 MB file is refused at once instead of after its upload.
 */
export function csvFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!isCsvFileName(file.name)) return NOT_CSV_MESSAGE(file.name);
  if (file.size > CSV_IMPORT_MAX_BYTES) return CSV_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The chosen file of a CSV import screen (the admin's player import, an organization's roster import):
 * the file, why it was refused, the text last read from it, and the key that empties the file input.
 */
export function useCsvFile() {
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [content, setContent] = useState<string | null>(null);

  /** A new choice: refused unless it is a .csv within the size limit; either way the text read before is dropped. */
  const choose = (chosen: File | null) => {
    setContent(null);
    const problem = chosen ? csvFileProblem(chosen) : null;
    if (problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  /** Reads the chosen file's text and keeps it; null when there is no file or it cannot be read. */
  const read = async (): Promise<string | null> => {
    if (!file) return null;
    try {
      const text = await file.text();
      setContent(text);
      return text;
    } catch {
      return null;
    }
  };

  /** Forgets the file and empties the input. */
  const clear = () => {
    setFile(null);
    setFileError(null);
    setContent(null);
    setInputKey((k) => k + 1);
  };

  return { inputKey, file, fileError, content, choose, read, clear };
}
