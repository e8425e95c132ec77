// What the files of one test run share, made once by whichever file needs it first: a migrated
// database image, a seeded one, the demo's image pool. It lives in the run's folder (global.ts
// makes it and removes it at the end), so nothing carries over from one run to the next.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { vi } from 'vitest'

/** The run's folder: set by the global setup, or a folder of its own for a file run bare. */
export function runDir(): string {
  const dir = process.env.RASTEH_TEST_RUN ?? resolve('tmp', `test-run-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** A fresh folder for one file's server (uploads, media link), inside the run's folder. */
export function scratchDir(label: string): string {
  const dir = join(runDir(), 'scratch', `${label}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * The path of `name` in the run's folder, built by `build(path)` the first time any file of the
 * run asks for it. Files of other workers asking meanwhile wait for it: the builder holds a lock
 * folder (mkdir is atomic) and renames its finished work into place, so a reader never sees half.
 */
export async function buildOnce(name: string, build: (path: string) => Promise<void>): Promise<string> {
  const target = join(runDir(), name)
  if (existsSync(target)) return target
  const lock = `${target}.lock`
  let mine = false
  try {
    mkdirSync(lock)
    mine = true
  } catch {
    // another file is building it
  }
  const failed = `${target}.failed`
  if (!mine) {
    await vi.waitFor(
      () => {
        if (!existsSync(target) && !existsSync(failed)) throw new Error(`waiting for ${name}`)
      },
      { timeout: 180_000, interval: 50 },
    )
    if (!existsSync(target))
      throw new Error(`building ${name} failed in another test file: ${readFileSync(failed, 'utf8')}`)
    return target
  }
  const partial = `${target}.partial`
  rmSync(partial, { recursive: true, force: true })
  try {
    await build(partial)
    renameSync(partial, target)
  } catch (err) {
    writeFileSync(failed, String((err as Error)?.stack ?? err))
    throw err
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
  return target
}
