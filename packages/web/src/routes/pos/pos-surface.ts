export { PosShell } from "./pos-shell";
