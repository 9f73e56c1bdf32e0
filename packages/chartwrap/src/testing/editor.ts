/** `google.visualization.ChartEditor` (a dialog with OK and Cancel) and `drawToolbar`. */
import type { FakeContext } from './context';
import type { FakeChartEditor, FakeChartWrapper, FakeToolbarItem } from './types';

/** A wrapper the editor can copy: what `openDialog` is given. */
type Clonable = FakeChartWrapper & { clone(): FakeChartWrapper };

/** The ChartEditor class of the fake of `ctx`. */
export function chartEditorClass({ rec, events, doc }: FakeContext) {
  return class ChartEditor implements FakeChartEditor {
    wrapper: FakeChartWrapper | null = null;
    dialog: HTMLElement | null = null;
    constructor() {
      rec.editors.push(this);
    }
    openDialog(wrapper: FakeChartWrapper) {
      this.wrapper = (wrapper as Clonable).clone();
      const dialog = doc.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Chart editor');
      dialog.setAttribute('data-fake-editor', '');
      for (const [text, event] of [
        ['OK', 'ok'],
        ['Cancel', 'cancel'],
      ]) {
        const button = doc.createElement('button');
        button.type = 'button';
        button.textContent = text;
        button.addEventListener('click', () => {
          this.closeDialog();
          events.trigger(this, event);
        });
        dialog.appendChild(button);
      }
      doc.body.appendChild(dialog);
      this.dialog = dialog;
    }
    getChartWrapper() {
      return this.wrapper;
    }
    setChartWrapper(wrapper: FakeChartWrapper) {
      this.wrapper = wrapper;
    }
    closeDialog() {
      if (this.dialog && this.dialog.parentNode) this.dialog.parentNode.removeChild(this.dialog);
      this.dialog = null;
    }
  };
}

/** `google.visualization.drawToolbar`: records the items and lists their types in the container. */
export function toolbarDrawer({ rec, doc }: FakeContext) {
  return function drawToolbar(container: HTMLElement, items: FakeToolbarItem[]) {
    rec.toolbars.push({ container, items });
    const div = doc.createElement('div');
    div.setAttribute('data-fake-toolbar', '');
    div.textContent = items.map((item) => item.type).join(' ');
    container.textContent = '';
    container.appendChild(div);
  };
}
