/** The remessa kind's HTTP routes (this folder), as its module carries them. */
import type { KindApi } from "../../../api/kind-http";
import type { KindHttp } from "../../kind";
import { registerRemessas } from "./routes";

export const remessaHttp: KindHttp<KindApi> = { register: registerRemessas };
