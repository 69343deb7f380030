-- Issue 30: filing a payment under its customer profile (issue 12's rules; docs/decisions.md,
-- "Customer profiles") in the payment's own statement. Done from the application it took a
-- transaction and six more round trips per payment (a savepoint, the profile looked up by email and
-- by phone, its names updated, the savepoint released, then BEGIN and COMMIT around it all), and
-- profiles are on for every new merchant since issue 27; here it is one call inside the INSERT of
-- the payment (lib/payments/create-hosted-payment.ts), so initialize is one statement either way.
--
-- The rules, unchanged: the profile is found by email, else by phone (a phone match counts only when
-- it cannot name someone else: its profile has no email, or the payment gave none). A found profile
-- takes the payment's names and, when it lacks them, its email, and its phone when no other profile
-- holds that phone. Otherwise a new profile is written, without the phone if another profile holds it.
--
-- Race-safety, as before: a new profile is INSERT … ON CONFLICT DO NOTHING, which waits for a
-- concurrent writer of the same email or phone (the partial unique indexes of
-- 20261124020000_customers) and then writes nothing; the next pass reads again, and as a VOLATILE
-- function each of its queries takes a fresh snapshot, so it sees that writer's profile. Filling in
-- an email or phone can still meet a concurrent profile holding it: the EXCEPTION block is the old
-- savepoint (it rolls back only this pass) and the pass runs again. After three passes the payment
-- goes on without a profile: it never fails because of one.
CREATE FUNCTION gw_file_customer(merchant_id text, customer_mode "Mode", customer_email text, customer_phone text,
  first_name text, last_name text, new_id text, now_utc timestamp(3))
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_email text := nullif(customer_email, '');
  v_phone text := nullif(customer_phone, '');
  v_first text := nullif(first_name, '');
  v_last text := nullif(last_name, '');
  e_id text; e_email text; e_phone text;
  p_id text; p_email text; p_phone text;
  m_id text; m_email text; m_phone text;
  inserted text;
BEGIN
  IF v_email IS NULL AND v_phone IS NULL THEN
    RETURN NULL;
  END IF;
  FOR pass IN 1..3 LOOP
    BEGIN
      e_id := NULL; p_id := NULL; m_id := NULL;
      IF v_email IS NOT NULL THEN
        SELECT c.id, c.email, c.phone INTO e_id, e_email, e_phone FROM "Customer" c
        WHERE c."merchantId" = merchant_id AND c.mode = customer_mode AND c.email = v_email LIMIT 1;
      END IF;
      IF v_phone IS NOT NULL THEN
        SELECT c.id, c.email, c.phone INTO p_id, p_email, p_phone FROM "Customer" c
        WHERE c."merchantId" = merchant_id AND c.mode = customer_mode AND c.phone = v_phone LIMIT 1;
      END IF;
      IF e_id IS NOT NULL THEN
        m_id := e_id; m_email := e_email; m_phone := e_phone;
      ELSIF p_id IS NOT NULL AND (v_email IS NULL OR p_email IS NULL) THEN
        m_id := p_id; m_email := p_email; m_phone := p_phone;
      END IF;
      IF m_id IS NOT NULL THEN
        IF v_first IS NOT NULL OR v_last IS NOT NULL OR (v_email IS NOT NULL AND m_email IS NULL)
           OR (v_phone IS NOT NULL AND m_phone IS NULL AND p_id IS NULL) THEN
          UPDATE "Customer" SET
            "firstName" = coalesce(v_first, "firstName"),
            "lastName" = coalesce(v_last, "lastName"),
            email = CASE WHEN m_email IS NULL THEN coalesce(v_email, email) ELSE email END,
            phone = CASE WHEN m_phone IS NULL AND p_id IS NULL THEN coalesce(v_phone, phone) ELSE phone END,
            "updatedAt" = now_utc
          WHERE id = m_id;
        END IF;
        RETURN m_id;
      END IF;
      INSERT INTO "Customer" (id, "merchantId", mode, email, phone, "firstName", "lastName", "createdAt", "updatedAt")
      VALUES (new_id, merchant_id, customer_mode, v_email, CASE WHEN p_id IS NULL THEN v_phone END, v_first, v_last, now_utc, now_utc)
      ON CONFLICT DO NOTHING
      RETURNING id INTO inserted;
      IF inserted IS NOT NULL THEN
        RETURN inserted;
      END IF;
    EXCEPTION WHEN unique_violation THEN
      NULL; -- a concurrent payment took this email or phone meanwhile: read again
    END;
  END LOOP;
  RETURN NULL;
END;
$$;
