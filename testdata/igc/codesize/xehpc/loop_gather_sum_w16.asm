//.kernel loop_gather_sum_w16
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 43
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.14)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.8)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V37 (43)  rf=r size=64 type=d align=32 words (r1.0)
//.declare P1 (45)  rf=f1  size=2 type=uw align=1 words (f0.1)
//.declare V39 (46)  rf=r size=8 type=d align=8 words (r2.0)
//.declare V40 (47)  rf=r size=64 type=d align=32 words (r3.0)
//.declare V41 (48)  rf=r size=8 type=d align=4 words (r2.10)
//.declare V42 (49)  rf=r size=8 type=q align=4 words (r2.6)
//.declare V43 (50)  rf=r size=8 type=q align=4 words (r2.7)
//.declare V44 (51)  rf=r size=128 type=q align=32 words (r4.0)
//.declare P2 (53)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V46 (54)  rf=r size=64 type=d align=32 words (r6.0)
//.declare P3 (55)  rf=f1  size=2 type=uw align=1 words (f2.0)
//.declare P4 (56)  rf=f1  size=2 type=uw align=1 words (f1.1)
//.declare P5 (57)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V47 (58)  rf=r size=64 type=d align=32 words (r7.0)
//.declare V48 (59)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (60)  rf=r size=64 type=ud align=32 words (r8.0)
//.declare  (61)  rf=r size=64 type=uq alias=+0 align=32 words (r8.0)
//.declare V49 (62)  rf=r size=4 type=d alias=V35+0 align=2 words (r2.8)
//.declare V50 (63)  rf=r size=8 type=q alias=V41+0 align=4 words (r2.5)
//.declare V51 (64)  rf=r size=4 type=ud alias=V35+0 align=2 words (r2.8)
//.declare V52 (65)  rf=r size=8 type=d alias=V39+0 align=2 words (r2.0)
//.declare V53 (66)  rf=r size=64 type=d alias=V40+0 align=32 words (r3.0)
//.declare V54 (67)  rf=r size=8 type=q alias=V43+0 align=4 words (r2.7)
//.declare V55 (68)  rf=r size=8 type=q alias=V42+0 align=4 words (r2.6)
//.declare V56 (69)  rf=r size=8 type=d alias=V43+0 align=2 words (r2.14)
//.declare V57 (70)  rf=r size=8 type=q alias=V32+0 align=4 words (r2.1)
//.declare V58 (71)  rf=r size=128 type=q alias=V44+0 align=32 words (r4.0)
//.declare V59 (72)  rf=r size=64 type=ud alias=V37+0 align=32 words (r1.0)
//.declare V60 (73)  rf=r size=128 type=uq alias=V44+0 align=32 words (r4.0)
//.declare V61 (74)  rf=r size=64 type=d alias=V47+0 align=32 words (r7.0)
//.declare V62 (75)  rf=r size=64 type=d alias=V46+0 align=32 words (r6.0)
//.declare V63 (76)  rf=r size=8 type=d alias=V42+0 align=2 words (r2.12)
//.declare V64 (77)  rf=r size=8 type=uq alias=V34+0 align=4 words (r2.3)
//.declare  (78)  rf=r size=64 type=ud align=32 words (r9.0)
//.declare  (79)  rf=r size=64 type=uq alias=+0 align=32 words (r9.0)
//.declare  (80)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (81)  rf=r size=16 type=uw align=16 words (r10.0)
//.declare  (82)  rf=r size=16 type=uw align=16 words (r10.16)
//.declare  (83)  rf=r size=128 type=ud align=32 words (r11.0)
//.declare  (84)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (85)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (86)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (87)  rf=r size=64 type=ud align=32 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r2+32    | general    |
// | V36      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $31
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r2:1 bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218D500 // $31
// B002: Preds:{B001},  Succs:{B003, B005}
// loop_gather_sum_w16_BB_0:
(W)     mov (1|M0)               r8.0<1>:uq    r2.2<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        cmp (1|M0)    (lt)f0.1   null<1>:d     r2.8<0;1,0>:d     1:w                                 // $4
(W)     send.dc1 (16|M0)         r1       r8      null:0  0x0            0x021D03FF           {I@2,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x4 // $1
        mov (16|M0)              r7.0<1>:d     0:w                               {Compacted}         // $3
(W&f0.1) jmpi                                BB_1                                                    // $5
// B003: Preds:{B002},  Succs:{B004}
_loop_gather_sum_w16_k0_0_:
        mov (8|M0)               r10.0<1>:uw   0x50B61C72:uv                                         // $10
        mov (8|M0)               r10.16<1>:uw  0xD83E94FA:uv                                         // $11
        mov (2|M0)               r2.0<1>:d     0x100:v                                               // $7
        mov (8|M0)               r3.0<1>:d     r10.0<1;1,0>:uw                  {I@3}                // $10
        mov (8|M0)               r3.8<1>:d     r10.16<1;1,0>:uw                 {I@3}                // $11
        mul (2|M0)               r2.0<1>:d     r2.0<1;1,0>:d     64:w               {I@3}            // $8
        mul (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     4:w               {Compacted,I@2}   // $12
        mov (1|M0)               r2.5<1>:q     r2.8<0;1,0>:ud                                        // $6
        mov (1|M0)               r2.6<1>:q     0:w                                                   // $13
        add (2|M0)               r2.0<1>:d     r2.0<1;1,0>:d     -64:w               {I@4}           // $9
// B004: Preds:{B004, B003},  Succs:{B005, B004}
BB_2:
        shl (1|M0)               r2.7<1>:q     r2.6<0;1,0>:q     6:w               {I@2}             // $15
        mov (16|M0)              r11.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted}          // $18
        and (2|M0)               r2.14<1>:d    r2.14<1;1,0>:d    r2.0<1;1,0>:d    {I@2}              // $16
        cmp (16|M0)   (gt)f0.0   null<1>:d     r1.0<1;1,0>:ud    0x20000000:ud              {$0.dst} // $21
        add (1|M0)               r2.7<1>:q     r2.7<0;1,0>:q     r2.1<0;1,0>:q    {I@2}              // $17
        mov (16|M0)              r6.0<1>:d     0:w                               {Compacted}         // $20
        add (16|M0)              r4.0<1>:q     r2.7<0;1,0>:q     r11.0<2;1,0>:d   {I@2}              // $18
(f0.0)  send.dc1 (16|M0)         r6       r4      null:0  0x0            0x041411FF           {I@1,$2} // wr:2+0, rd:1; a64 dword gathering read // $22
        add (1|M0)               r2.6<1>:q     r2.6<0;1,0>:q     1:w                                 // $24
        sync.nop                             null                             {Compacted,I@1}        // $25
        cmp (1|M0)    (eq)f1.0   null<1>:d     r2.13<0;1,0>:d    r2.11<0;1,0>:d   {$2.src}           // $25
(f1.0)  cmp (1|M0)    (eq)f1.0   null<1>:d     r2.12<0;1,0>:d    r2.10<0;1,0>:d                      // $26
        add (16|M0)              r7.0<1>:d     r6.0<1;1,0>:d     r7.0<1;1,0>:d    {Compacted,$2.dst} // $23
(W&~f1.0) jmpi                               BB_2                                                    // $28
// B005: Preds:{B004, B002},  Succs:{}
BB_1:
(W)     mov (1|M0)               r9.0<1>:uq    r2.3<0;1,0>:uq                   {Compacted}          // $30
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $31
(W)     send.dc1 (16|M0)         null     r9      r7:1    0x0            0x020D43FF           {I@1,$3} // wr:1h+1, rd:0; a64 unaligned oword block write x4 // $30
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread // $31


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 45
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
