// A keypad of three digits at most; holder() names the object and the key of the figure it types.
import { $ } from "./dom.js";
import { changed } from "./choices.js";

export function keypad(id, holder) {
  const pad = $(id);
  for (const label of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "C"]) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.dataset.key = label;
    button.addEventListener("click", () => {
      const [owner, name] = holder(), typed = owner[name];
      if (label === "C") owner[name] = "";
      else if (label === "⌫") owner[name] = typed.slice(0, -1);
      else if (typed.length < 3) owner[name] = (typed + label).replace(/^0+(?=\d)/, "");
      changed();
    });
    pad.appendChild(button);
  }
}
