// /operator: the console starts at the merchants directory (its layout sends a signed-out visitor to sign in).
import { redirect } from "next/navigation";

export default function OperatorHome() {
  redirect("/operator/merchants");
}
