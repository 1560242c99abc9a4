import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The parameters to write for the current ones, or null when nothing is to change. */
export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams | null;

/** `current` with `name` set to `value`, or removed when `value` is null or ''. */
export function withParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * The URL's parameters, and `write`, which stays the same function for the component's life:
 * handlers built on it (the grid's, a row's View) do not change at every navigation, and a new
 * handler is a new prop, for which the grid renders every row again. `write` therefore reads the
 * parameters through a ref set after each render, and commits its navigation at once
 * (`flushSync`): the next key, click or timer always finds the URL it made, never one a step
 * behind. An update that changes nothing does not navigate.
 *
 * @example
 * const [params, write] = useUrlParams();
 * write((current) => new URLSearchParams({ ...Object.fromEntries(current), view: id }));
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef({ params, setParams });
  useLayoutEffect(() => {
    rendered.current = { params, setParams };
  }, [params, setParams]);
  const write = useCallback((update: ParamsUpdate, { replace = false } = {}) => {
    const { params: current, setParams: navigate } = rendered.current;
    const next = update(current);
    if (next === null || next.toString() === current.toString()) return;
    navigate(next, { replace, flushSync: true });
  }, []);
  return [params, write] as const;
}

/**
 * A list's choice kept in the address as `?name=value` (the dashboard's links open on it): the
 * value, one of `values` or '' (none, or one that is not among them), and what sets it.
 */
export function useUrlChoice<const V extends string>(name: string, values: readonly V[]) {
  const [params, write] = useUrlParams();
  const asked = params.get(name);
  const value: V | '' = values.find((known) => known === asked) ?? '';
  const onChange = useCallback(
    (next: string) => write((current) => withParam(current, name, next), { replace: true }),
    [write, name],
  );
  return { value, onChange };
}
