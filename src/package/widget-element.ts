import { createElement, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';

/** What every widget's component takes beside its options: the element's id and class, and the host markup it enhances. */
export interface ElementProps {
  id?: string;
  className?: string;
  /** A theme forced on the widget (docs/theming.md "Theming"); the app imports `porchlight/widgets/themes.css` with it. */
  theme?: 'light' | 'dark' | 'auto';
  /** The markup the widget enhances (a slideshow's list, a player's `<audio>`, a list of tags), as a blog would write it. */
  children?: ReactNode;
}

type Mount<O> = (el: HTMLElement, options: O) => Promise<() => void>;

/** A widget's component, as an app's declarations see it: its props in, an element out. */
export interface WidgetComponent<P> {
  (props: P): ReactElement;
  displayName: string;
}

/**
 * A component for a widget that mounts on an element, as the loader mounts it on `[data-porchlight]`:
 * the component renders that element, with the host markup as children, and mounts the widget on it
 * once React has put it in the page. Options are the data attributes' names in camelCase (docs/embedding.md
 * "Embedding the widgets"), so one table documents both ways in. The widget owns the element's content
 * from then on and gives it back on unmount; changing an option mounts it again.
 */
export function widgetComponent<O extends object>(name: string, mount: Mount<O>): WidgetComponent<O & ElementProps> {
  function Widget({ id, className, theme, children, ...options }: O & ElementProps) {
    const ref = useRef<HTMLDivElement>(null);
    const settings = JSON.stringify(options);
    // Mounted before paint, as the loader's space holders expect: no frame shows the bare markup (a locale's
    // words come first: docs/languages.md "Languages"). Unmounted once mounted, however soon the host lets go.
    // The options are compared as their JSON text, so a host passing a new but equal object mounts nothing again.
    useLayoutEffect(() => {
      const mounted = mount(ref.current!, JSON.parse(settings) as O);
      return () =>
        void mounted.then(
          (unmount) => unmount(),
          () => {},
        );
      // eslint-disable-next-line react/exhaustive-deps
    }, [settings]);
    return createElement('div', { ref, id, className, 'data-porchlight': name, 'data-theme': theme }, children);
  }
  Widget.displayName = name;
  return Widget;
}
