import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandConfigError, parseBrand } from './src/load.ts';
import { checkLogoSvg } from './src/logo.ts';
import type { Brand } from './src/schema.ts';

/** The folder that holds one sub-folder per brand. */
export const brandsDir = fileURLToPath(new URL('../../brands/', import.meta.url));
export const defaultBrandId = 'wallet';

/** A validated brand with the absolute paths of its files. */
export interface LoadedBrand {
  brand: Brand;
  file: string;
  logoFile: string;
  logoSvg: string;
}

/** Ids of every brand: the folders of `dir` that hold a brand.json, sorted. */
export function listBrandIds(dir: string = brandsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

function readJson(path: string, shown: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new BrandConfigError(
      `Invalid brand configuration:\n  ${shown}: is not valid JSON: ${(error as Error).message}`,
    );
  }
}

function readLogo(path: string, shown: string): string {
  if (!existsSync(path)) {
    throw new BrandConfigError(`Invalid brand logo:\n  ${shown}: field "logo.file": the file does not exist`);
  }
  const svg = readFileSync(path, 'utf8');
  checkLogoSvg(svg, shown);
  return svg;
}

/**
 * Reads and validates <dir>/<id>/brand.json and its logo. Throws a BrandConfigError naming the file
 * (as `brands/<id>/brand.json`), the field and the problem, or listing the valid ids for an unknown id.
 */
export function loadBrand(id: string = process.env.BRAND || defaultBrandId, dir: string = brandsDir): LoadedBrand {
  const ids = listBrandIds(dir);
  if (!ids.includes(id)) {
    throw new BrandConfigError(`Unknown brand "${id}" (chosen by BRAND): the brands are ${ids.join(', ')}`);
  }
  const shown = (path: string) => relative(dirname(dir), path);
  const file = join(dir, id, 'brand.json');
  const brand = parseBrand(readJson(file, shown(file)), shown(file));
  if (brand.id !== id) {
    throw new BrandConfigError(
      `Invalid brand configuration:\n  ${shown(file)}: field "id": must be "${id}", the folder name (got "${brand.id}")`,
    );
  }
  const logoFile = join(dir, id, brand.logo.file);
  return { brand, file, logoFile, logoSvg: readLogo(logoFile, shown(logoFile)) };
}

/** Every brand, validated (for tools that show them all: tests, screenshots). */
export function loadAllBrands(dir: string = brandsDir): LoadedBrand[] {
  return listBrandIds(dir).map((id) => loadBrand(id, dir));
}
