/** The instructions kind's HTTP routes (this folder), as its module carries them. */
import type { KindApi } from "../../../api/kind-http";
import type { KindHttp } from "../../kind";
import { registerInstructions } from "./routes";

export const instructionsHttp: KindHttp<KindApi> = { register: registerInstructions };
